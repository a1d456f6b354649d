import { mq, mqBelow } from '../mq';
import { theme } from '../theme';

describe('theme', () => {
  it('uses the spec breakpoints', () => {
    expect(theme.breakpoints).toEqual({
      small: 0,
      mobile: 320,
      middle: 500,
      tablet: 768,
      large: 900,
      desktop: 1024,
      bigScreen: 1400,
    });
  });

  it('builds mobile-first media queries from them', () => {
    expect(mq.tablet).toBe('@media (min-width: 768px)');
    expect(mq.bigScreen).toBe('@media (min-width: 1400px)');
    expect(mqBelow.large).toBe('@media (max-width: 899.98px)');
  });

  it('sets headings in the display serif and text in the sans', () => {
    expect(theme.fonts.display).toMatch(/^'Playfair Display'/);
    expect(theme.fonts.body).toMatch(/^'Jost'/);
  });
});
