import { Empty } from '../ui/states';

/** A section whose features ship in a later release: says so instead of showing made-up data. */
export function ComingSoon(props: { title: string; description: string }): React.JSX.Element {
  return (
    <section className="view" aria-labelledby="view-title">
      <header className="view-header">
        <h1 id="view-title">{props.title}</h1>
      </header>
      <div className="panel coming-soon">
        <Empty title="Coming in a later release">
          <p>{props.description}</p>
        </Empty>
      </div>
    </section>
  );
}
