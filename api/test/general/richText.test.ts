import { isBlankRichText, sanitizeRichText } from '../../src/features/general/about/richText';

/**
 * Attacks on the about-us text, one per trick: script elements, event handlers, dangerous URL
 * schemes (plain, encoded, split by whitespace), styles, embedding elements, and markup that
 * changes meaning when parsed twice (mutation XSS).
 */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<p onclick="alert(1)">click</p>',
  '<p onmouseover=alert(1)>hover</p>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href="java\nscript:alert(1)">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<p style="behavior: url(x.htc)">styled</p>',
  '<div style="position:fixed;inset:0">overlay</div>',
  '<style>body{display:none}</style>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<p class="ql-align-center" id="x" data-x="1" title="t">attributes</p>',
  '<a href="https://ok.example" onclick="alert(1)" style="color:red">ok</a>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src="x" alt="x"/><p>after</p>',
  '"><script>alert(1)</script>',
  '<p>unclosed <strong>bold',
];

/** What must never appear in stored HTML, whatever came in. */
const FORBIDDEN = [/<script/i, /<iframe/i, /<object/i, /<embed/i, /<svg/i, /<img/i, /<style/i, /<form/i, /<input/i, /<meta/i, /<base/i, /<link/i, /\son[a-z]+\s*=/i, /style\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /href="\/\//i, /\sid=/i];

describe('sanitizeRichText: the about-us allow-list', () => {
  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeRichText(payload);

    for (const pattern of FORBIDDEN) expect({ payload, clean, match: pattern.test(clean) }).toEqual({ payload, clean, match: false });
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps what the editor makes: headings, emphasis, lists, quotes, alignment, safe links', () => {
    const html =
      '<h2>Our story</h2><p class="ql-align-center"><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s></p>' +
      '<ol><li data-list="bullet">one</li><li data-list="ordered" class="ql-indent-1">two</li></ol>' +
      '<blockquote>quote</blockquote><p><a href="https://instagram.com/salon" target="_blank">Instagram</a> ' +
      '<a href="mailto:hi@salon.example">mail</a> <a href="tel:+441170000000">call</a></p>';

    expect(sanitizeRichText(html)).toBe(
      '<h2>Our story</h2><p class="ql-align-center"><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s></p>' +
        '<ol><li data-list="bullet">one</li><li data-list="ordered" class="ql-indent-1">two</li></ol>' +
        '<blockquote>quote</blockquote><p><a href="https://instagram.com/salon" target="_blank" rel="noopener noreferrer nofollow">Instagram</a> ' +
        '<a href="mailto:hi@salon.example" rel="noopener noreferrer nofollow">mail</a> <a href="tel:+441170000000" rel="noopener noreferrer nofollow">call</a></p>',
    );
  });

  it('keeps the text of a refused link without the link (and closes the next link right), and the text of unknown tags', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">Read more</a> <a href="https://ok.example">next</a></p>')).toBe(
      '<p><span>Read more</span> <a href="https://ok.example" rel="noopener noreferrer nofollow">next</a></p>',
    );
    expect(sanitizeRichText('<p><a>No address</a> <a href="/relative">relative</a></p>')).toBe('<p><span>No address</span> <span>relative</span></p>');
    expect(sanitizeRichText('<p><marquee>Welcome</marquee></p>')).toBe('<p>Welcome</p>');
  });

  it('drops classes other than Quill\u2019s alignment and indent', () => {
    expect(sanitizeRichText('<p class="ql-align-right hidden ql-indent-9">x</p>')).toBe('<p class="ql-align-right">x</p>');
  });

  it('treats the editor\u2019s empty document as blank', () => {
    expect(isBlankRichText('<p><br></p>')).toBe(true);
    expect(isBlankRichText('<p> </p><p><br/></p>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
  });
});
