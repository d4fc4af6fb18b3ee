import sanitizeHtml, { type IOptions } from 'sanitize-html';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Absolute links of the allowed schemes only; the URL parser sees through tabs, case and entities. */
function isAllowedLink(href: string | undefined): href is string {
  if (!href) return false;
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

const ALIGNMENTS = ['ql-align-center', 'ql-align-right', 'ql-align-justify'];
const INDENTS = Array.from({ length: 8 }, (_unused, index) => `ql-indent-${index + 1}`);

/**
 * The allow-list for the about-us text: what PrimeReact's Editor (Quill) produces with its default
 * toolbar, and nothing else. Everything not listed is dropped: scripts and their text entirely,
 * unknown tags (their text kept), every event handler, `style` attributes, classes other than
 * Quill's alignment and indent ones, and links other than http(s), mailto and tel.
 */
const RICH_TEXT_OPTIONS: IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'a', 'span', 'ol', 'ul', 'li', 'blockquote', 'pre', 'code'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // Quill 2 writes both kinds of list as <ol> and tells them apart by this attribute.
    li: [{ name: 'data-list', multiple: false, values: ['bullet', 'ordered'] }],
    '*': ['class'],
  },
  allowedClasses: { '*': [...ALIGNMENTS, ...INDENTS], pre: ['ql-syntax'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Visitors leave the salon's site through these links: never hand the opened page a handle on
    // ours, and do not lend it our ranking. A link with a refused address (javascript:, data:, a
    // relative path) or none keeps its text in a bare <span>. (Renaming it to a dropped tag instead
    // would hit a sanitize-html bug that closes the NEXT link with </span>.)
    a: (_tagName, attribs) =>
      isAllowedLink(attribs.href)
        ? {
            tagName: 'a',
            attribs: { href: attribs.href, ...(attribs.target === '_blank' ? { target: '_blank' } : {}), rel: 'noopener noreferrer nofollow' },
          }
        : { tagName: 'span', attribs: {} },
  },
};

/** The HTML the server stores and serves for the about-us page. Idempotent. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/** Quill's empty document is `<p><br></p>`: store it as no text at all. */
export function isBlankRichText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === '';
}
