/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:3007/v3/elements/card?frame=card-1&key=pk_test_vesna_local_processor&parent=http%3A%2F%2Flocalhost%3A3000"}
 */
import { browserScript } from '../browser-assets';
import { renderCardFramePage } from '../card-frame-page';

// The card frame's script, evaluated in jsdom over the frame page's own markup, as the browser runs it.
function loadFramePage() {
  const html = renderCardFramePage();
  document.body.innerHTML = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));
  for (const script of document.body.querySelectorAll('script')) script.remove();
}
const runFrameScript = () => new Function(browserScript('/v3/card-frame.js', 'http://localhost:3007') as string)();
const input = (label: string) => document.getElementById(label) as HTMLInputElement;

describe('the card frame', () => {
  it('formats what was typed before its script ran (a slow connection, a quick typist or test)', () => {
    loadFramePage();
    input('card-number').value = '4242424242424242';
    input('card-expiry').value = '1230';
    runFrameScript();
    expect(input('card-number').value).toBe('4242 4242 4242 4242');
    expect(input('card-expiry').value).toBe('12/30');
  });
});
