/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { HydrateOnApproach } from '../hydrate-on-approach';

describe('HydrateOnApproach on the server', () => {
  it('renders its content at once, in the markup the browser test hydrates (ServerRegion)', () => {
    const html = renderToString(
      <HydrateOnApproach>
        <p>Below the fold</p>
        <button type="button">Add</button>
      </HydrateOnApproach>,
    );
    expect(html).toBe(
      '<div style="display:contents" data-hydrate-on-approach=""><!--$--><p>Below the fold</p><button type="button">Add</button><!--/$--></div>',
    );
  });

  it('lays out as the list item it is asked to be, with its class', () => {
    const html = renderToString(
      <HydrateOnApproach as="li" className="card">
        <p>Card</p>
      </HydrateOnApproach>,
    );
    expect(html).toBe('<li class="card" data-hydrate-on-approach=""><!--$--><p>Card</p><!--/$--></li>');
  });
});
