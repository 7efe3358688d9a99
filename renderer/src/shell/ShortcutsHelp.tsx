import { Dialog } from '../ui/Dialog';
import { shortcutHelp } from './shortcuts';
import { useT } from '../i18n/store';

/** The keyboard shortcuts, opened with "?". */
export function ShortcutsHelp(props: { isMac: boolean; onClose: () => void }): React.JSX.Element {
  const t = useT();
  return (
    <Dialog title={t('shell.shortcuts.title')} onClose={props.onClose} className="shortcuts-help">
      <table className="data-table shortcuts-table">
        <tbody>
          {shortcutHelp(props.isMac).map((line) => (
            <tr key={line.keys}>
              <td>
                <kbd>{line.keys}</kbd>
              </td>
              <td>{line.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
