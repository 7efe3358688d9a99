import type { SectionId } from './sections';

// 16 px line icons drawn with currentColor so they follow the theme.
const paths: Record<SectionId, string> = {
  book: 'M3 2h9v12H3zM3 5h9M3 8h9M3 11h9M6.5 2v12',
  dashboard: 'M2 2h5v6H2zM9 2h5v3H9zM9 7h5v7H9zM2 10h5v4H2z',
  trading: 'M2 11l3.5-4 3 2.5L14 3M10 3h4v4',
  staking: 'M8 2l5.5 3L8 8 2.5 5zM2.5 8L8 11l5.5-3M2.5 11L8 14l5.5-3',
  loans: 'M2 6h12M3 6v6M6.5 6v6M9.5 6v6M13 6v6M2 13.5h12M8 2l6 3H2z',
  reports: 'M4 2h6l3 3v9H4zM10 2v3h3M6 8h5M6 10.5h5',
  settings:
    'M8 5.5A2.5 2.5 0 1 1 8 10.5 2.5 2.5 0 0 1 8 5.5zM8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4',
};

/** The sidebar icon of a section. */
export function SectionIcon(props: { section: SectionId }): React.JSX.Element {
  return (
    <svg className="icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={paths[props.section]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
