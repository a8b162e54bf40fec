import { useMessage } from './messages';

/**
 * A contract message (a field error, a server answer) in the current language: for the places that
 * take a node (helper texts, alerts, snackbars) outside a component that could call useMessage.
 */
export function Msg({ text }: { text: string }) {
  return <>{useMessage()(text)}</>;
}
