/** A titled panel holding one data table that scrolls sideways when it must; children are the table's thead and tbody. */
export function TablePanel(props: { id: string; title: string; children: React.ReactNode }): React.JSX.Element {
  return (
    <section className="panel" aria-labelledby={props.id}>
      <header className="panel-header">
        <h2 id={props.id}>{props.title}</h2>
      </header>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table">{props.children}</table>
      </div>
    </section>
  );
}
