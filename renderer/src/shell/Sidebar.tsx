import { useT } from '../i18n/store';
import { SectionIcon } from './icons';
import { SECTIONS } from './sections';
import { navigate, toggleSidebar, useSection } from './store';

/** The section navigation down the left edge. */
export function Sidebar(): React.JSX.Element {
  const current = useSection();
  const t = useT();
  return (
    <nav className="sidebar" aria-label={t('shell.sidebar.label')}>
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          SD
        </span>
        <span className="brand-name">SVC Desk</span>
      </div>
      <ul className="nav-list">
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className="nav-item"
              aria-current={current === section.id ? 'page' : undefined}
              aria-keyshortcuts={`Alt+${section.shortcut}`}
              onClick={() => navigate(section.id)}
            >
              <SectionIcon section={section.id} />
              <span className="nav-label">{t(section.label)}</span>
              <kbd className="nav-shortcut" aria-hidden="true">
                Alt {section.shortcut}
              </kbd>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="sidebar-toggle"
        aria-keyshortcuts="Control+B"
        title={t('shell.sidebar.toggleTitle')}
        onClick={() => toggleSidebar()}
      >
        <span aria-hidden="true">⇔</span>
        <span className="sidebar-toggle-label">{t('shell.sidebar.toggle')}</span>
      </button>
    </nav>
  );
}
