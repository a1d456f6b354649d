// A module that is nothing: what a stylesheet import becomes in a server build.
module.exports = function nullLoader() {
  return 'export {};';
};
