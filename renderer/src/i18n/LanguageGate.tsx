import { useTranslator } from './store';

/** Draws its children once the page's catalogue has arrived (a frame without words rather than words in the wrong language). */
export function LanguageGate(props: { children: React.ReactNode }): React.JSX.Element | null {
  return useTranslator() ? <>{props.children}</> : null;
}
