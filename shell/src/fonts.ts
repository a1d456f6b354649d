// Self-hosted fonts, only the weights shared-ui's theme uses (theme.fontWeights); each @fontsource file
// declares `font-display: swap`, so text shows in the fallback font until the woff2 arrives. The shell
// loads them once for the whole page; shared-ui's GlobalStyles names the families.
import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import '@fontsource/playfair-display/500.css';
