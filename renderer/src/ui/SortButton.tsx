/** A sortable column's header button: the label and, on the sorted column, the arrow of its direction. */
export function SortButton(props: {
  label: string;
  active: boolean;
  direction: 'ascending' | 'descending';
  onClick: () => void;
}): React.JSX.Element {
  return (
    <button type="button" className={props.active ? 'sort-button is-sorted' : 'sort-button'} onClick={props.onClick}>
      {props.label}
      <span className="sort-arrow" aria-hidden="true">
        {props.active ? (props.direction === 'ascending' ? '▲' : '▼') : ''}
      </span>
    </button>
  );
}
