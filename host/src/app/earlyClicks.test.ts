import { EARLY_CLICK_CAPTURE, releaseEarlyClicks } from './earlyClicks';

/** The page as dashboard.html paints it: a busy wrapper with a button and a link, and a control outside. */
function paintPage() {
  document.body.innerHTML = `
    <div id="root"><div data-prerendered="dashboard" aria-busy="true">
      <button type="button" id="toggle">Parent Services</button>
      <a href="#gift-card" id="link"><span id="label">Gift Card</span></a>
    </div></div>
    <button type="button" id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { wrapper: document.querySelector<HTMLElement>('[data-prerendered]') as HTMLElement, byId };
}

describe('clicks on the painted dashboard before hydration', () => {
  beforeAll(() => {
    // The page's head runs it once, before anything can be clicked.
    new Function(EARLY_CLICK_CAPTURE)();
  });

  it('holds a plain click on a button or a link inside the busy wrapper, and makes each again once released', () => {
    const { wrapper, byId } = paintPage();
    const made: string[] = [];
    for (const id of ['toggle', 'link']) byId(id).addEventListener('click', () => made.push(id));

    const toggleClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('toggle').dispatchEvent(toggleClick);
    byId('label').click();
    expect(toggleClick.defaultPrevented).toBe(true);
    expect(made).toEqual([]);

    releaseEarlyClicks(wrapper);
    expect(wrapper.hasAttribute('aria-busy')).toBe(false);
    expect(made).toEqual(['toggle', 'link']);

    // Released once: the app's own handlers take every later click, and a second release makes none.
    releaseEarlyClicks(wrapper);
    byId('toggle').click();
    expect(made).toEqual(['toggle', 'link', 'toggle']);
  });

  it('lets through a click with a modifier key, a click outside the wrapper, and everything once not busy', () => {
    const { wrapper, byId } = paintPage();
    const made: string[] = [];
    for (const id of ['link', 'outside', 'toggle']) byId(id).addEventListener('click', () => made.push(id));

    byId('link').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    byId('outside').click();
    wrapper.removeAttribute('aria-busy');
    byId('toggle').click();
    expect(made).toEqual(['link', 'outside', 'toggle']);
  });

  it('skips a held element that is gone by then', () => {
    const { wrapper, byId } = paintPage();
    const toggle = byId('toggle');
    let made = 0;
    toggle.addEventListener('click', () => (made += 1));
    toggle.click();
    toggle.remove();
    releaseEarlyClicks(wrapper);
    expect(made).toBe(0);
  });
});
