import { fallbackPlugin, fallbackPageModule, FALLBACK_PLUGIN_NAME } from '../fallback';
import { SharedVersionMismatchError } from '../shared-version-guard';

type ErrorLoadRemoteHook = (args: Record<string, unknown>) => Promise<unknown>;

const networkDown = new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest');

function answer(args: Record<string, unknown>, log = jest.fn()) {
  const hook = fallbackPlugin({ log }).errorLoadRemote as ErrorLoadRemoteHook;
  return hook({ from: 'runtime', origin: {}, ...args });
}

describe('fallback runtime plugin', () => {
  it('is a named plugin', () => {
    expect(fallbackPlugin().name).toBe(FALLBACK_PLUGIN_NAME);
  });

  it('answers a page that could not be loaded with the stand-in page module, and logs which part', async () => {
    const log = jest.fn();
    await expect(
      answer({ id: 'mf_catalog/CollectionPage', error: networkDown, lifecycle: 'onLoad' }, log),
    ).resolves.toBe(fallbackPageModule);
    expect(typeof fallbackPageModule.default).toBe('function');
    expect(log).toHaveBeenCalledWith('[shell] Catalogue (mf_catalog/CollectionPage) could not be loaded', networkDown);
  });

  it('gives a failed manifest no substitute, so the runtime gives up and reaches onLoad', async () => {
    await expect(
      answer({ id: 'http://localhost:3001/mf-manifest.json', error: networkDown, lifecycle: 'afterResolve' }),
    ).resolves.toBeUndefined();
  });

  it('leaves loads that are not pages of a known remote to their caller', async () => {
    await expect(answer({ id: 'mf_catalog/utils', error: networkDown, lifecycle: 'onLoad' })).resolves.toBeUndefined();
    await expect(answer({ id: 'mf_other/HomePage', error: networkDown, lifecycle: 'onLoad' })).resolves.toBeUndefined();
  });

  it('says which remote needs which shared-ui version when a remote was refused', async () => {
    const log = jest.fn();
    const refusal = new SharedVersionMismatchError('mf_content', 'shared-ui/state', '^0.2.0', '0.1.0');
    await expect(answer({ id: 'mf_content/CareersPage', error: refusal, lifecycle: 'onLoad' }, log)).resolves.toBe(
      fallbackPageModule,
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe(
      '[shell] Shop information (mf_content/CareersPage) refused: mf_content needs shared-ui/state ^0.2.0, but this shop ' +
        'provides shared-ui/state 0.1.0: mf_content is refused until it is rebuilt against shared-ui/state 0.1.0 (or ' +
        'the shell is deployed with a shared-ui/state that satisfies ^0.2.0).',
    );
  });
});
