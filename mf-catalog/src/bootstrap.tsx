// mf-catalog is rendered by the shell (see README.md): opening this remote's own origin shows only a note.
// The async boundary in index.ts lets Module Federation negotiate the shared singletons first.
const root = document.getElementById('root');
if (root) {
  root.textContent =
    'mf-catalog is a Module Federation remote. Open the shop at http://localhost:3000 to see its pages.';
}

export {};
