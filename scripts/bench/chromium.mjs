// The shared flags (config/chromium.js) plus headless mode for Lighthouse's own launcher.
import chromium from '../../config/chromium.js';

export const { chromiumPath } = chromium;
export const chromiumArgs = ['--headless=new', ...chromium.chromiumArgs];
