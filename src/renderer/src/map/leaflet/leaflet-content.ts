/**
 * What Leaflet shows inside tooltips, popups and pin icons, built as elements: Leaflet writes a
 * string it is given as HTML (`innerHTML`), and names come from the service or the user's places,
 * so they must reach the page as text. The windows' Trusted Types policy refuses such a string.
 */
import type { PointWords } from '../storms/storm-words';

/** A tooltip's label: the name as a text node. */
export function textLabel(text: string): HTMLElement {
  const label = document.createElement('span');
  label.textContent = text;
  return label;
}

/** The body of an icon drawn wholly by its stylesheet class (a pin, a ring), which has no content. */
export function emptyIconBody(): HTMLElement {
  return document.createElement('span');
}

export interface PopupClose {
  /** The close button's accessible name, in the interface language. */
  name: string;
  close(): void;
}

/**
 * A storm point's popup: its words as text nodes, and the close button Leaflet would otherwise
 * write as HTML (popups are bound with `closeButton: false`). It keeps Leaflet's class, so it sits
 * and looks where Leaflet's own would.
 */
export function stormPopupContent(words: PointWords, close: PopupClose): HTMLElement {
  const content = document.createElement('div');
  const details = document.createElement('div');
  details.className = 'wg-storm-popup';
  const title = document.createElement('strong');
  title.textContent = words.title;
  details.append(title);
  for (const line of words.lines) {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    details.append(paragraph);
  }
  content.append(details, closeButton(close));
  return content;
}

function closeButton({ name, close }: PopupClose): HTMLElement {
  const button = document.createElement('a');
  button.className = 'leaflet-popup-close-button';
  button.href = '#close';
  // An <a> is a link to assistive technology; this one acts, as Leaflet's own does.
  button.setAttribute('role', 'button');
  button.setAttribute('aria-label', name);
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  button.append(cross);
  button.addEventListener('click', (event) => {
    event.preventDefault();
    close();
  });
  return button;
}
