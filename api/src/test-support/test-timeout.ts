// jest reads `testTimeout` from the root configuration only: under `npm run test:unit` (every package's
// project in one run) the API project's own setting is ignored and its tests get the default 5 s, too short
// for a real API process hashing passwords on a loaded machine. A setup file applies to its project alone.
jest.setTimeout(30_000);
