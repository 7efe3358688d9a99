/** The application frame; sections arrive with their issues. */
export function App(): React.JSX.Element {
  return (
    <div className="app-frame">
      <header>SVC Desk</header>
    </div>
  );
}
