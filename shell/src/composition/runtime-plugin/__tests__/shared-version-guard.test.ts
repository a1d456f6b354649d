import { sharedVersionGuard, SharedVersionMismatchError, SHARED_VERSION_GUARD_NAME } from '../shared-version-guard';

type ResolveShareHook = (args: Record<string, unknown>) => { resolver: () => unknown };

const selected = { shared: { version: '0.1.0' }, useTreesShaking: false };

/** What the runtime hands `resolveShare` in a remote's instance that asks for `pkgName`. */
function resolveArgs(pkgName: string, version: string, requiredVersion: string | false) {
  return {
    pkgName,
    version,
    scope: 'default',
    shareScopeMap: {},
    GlobalFederation: {},
    shareInfo: { from: 'mf_content', shareConfig: { singleton: true, requiredVersion } },
    resolver: jest.fn(() => selected),
  };
}

const resolve = (args: Record<string, unknown>) =>
  (sharedVersionGuard().resolveShare as unknown as ResolveShareHook)(args).resolver();

describe('shared version guard', () => {
  it('is a named plugin', () => {
    expect(sharedVersionGuard().name).toBe(SHARED_VERSION_GUARD_NAME);
  });

  it("hands out the shell's shared-ui when it satisfies what the remote was built against", () => {
    expect(resolve(resolveArgs('shared-ui/state', '0.1.3', '^0.1.0'))).toBe(selected);
    expect(resolve(resolveArgs('contracts', '1.4.0', '^1.2.0'))).toBe(selected);
  });

  it('refuses a remote built against an incompatible shared-ui, naming the remote and both versions', () => {
    const args = resolveArgs('shared-ui/state', '0.1.0', '^0.2.0');
    let refusal: unknown;
    try {
      resolve(args);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(SharedVersionMismatchError);
    expect(refusal).toMatchObject({
      remote: 'mf_content',
      pkg: 'shared-ui/state',
      requiredVersion: '^0.2.0',
      providedVersion: '0.1.0',
    });
    expect((refusal as Error).message).toMatch(
      /^mf_content needs shared-ui\/state \^0\.2\.0, but this shop provides shared-ui\/state 0\.1\.0/,
    );
    // The mismatched copy is never handed out.
    expect(args.resolver).not.toHaveBeenCalled();
  });

  it('refuses an incompatible contracts and contracts/schemas too', () => {
    expect(() => resolve(resolveArgs('contracts', '0.1.0', '^0.3.0'))).toThrow(SharedVersionMismatchError);
    expect(() => resolve(resolveArgs('contracts/schemas', '0.1.0', '^0.3.0'))).toThrow(SharedVersionMismatchError);
  });

  it("leaves third-party singletons to Module Federation's default (a warning)", () => {
    expect(resolve(resolveArgs('react', '19.3.1', '^20.0.0'))).toBe(selected);
  });

  it("names the remote that asks when its share names no owner (it takes the shell's copy, import: false)", () => {
    type BeforeLoadShare = (args: Record<string, unknown>) => { shareInfo: { from?: string } };
    const beforeLoadShare = sharedVersionGuard().beforeLoadShare as unknown as BeforeLoadShare;
    const asked = { pkgName: 'shared-ui/state', shareInfo: { shareConfig: { requiredVersion: '^2.0.0' } } };
    const named = beforeLoadShare({ ...asked, origin: { options: { name: 'mf_content' } } });
    expect(named.shareInfo.from).toBe('mf_content');
    expect(() =>
      resolve({
        ...resolveArgs('shared-ui/state', '1.0.0', '^2.0.0'),
        shareInfo: { ...named.shareInfo, ...asked.shareInfo },
      }),
    ).toThrow(/^mf_content needs shared-ui\/state \^2\.0\.0/);
    // A share that already says whose it is keeps it.
    const own = {
      pkgName: 'shared-ui/state',
      shareInfo: { from: 'mf_catalog' },
      origin: { options: { name: 'shell' } },
    };
    expect(beforeLoadShare(own).shareInfo.from).toBe('mf_catalog');
  });

  it('leaves a share without a required version alone', () => {
    expect(resolve(resolveArgs('shared-ui/state', '0.1.0', false))).toBe(selected);
  });
});
