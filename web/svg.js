// Making SVG elements.

const SVG = 'http://www.w3.org/2000/svg';

/** A new SVG element `name` with `attrs`, appended to `parent` when given. */
export function svgEl(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

/** A text element. */
export function svgText(text, attrs, parent) {
  const node = svgEl('text', attrs, parent);
  node.textContent = text;
  return node;
}
