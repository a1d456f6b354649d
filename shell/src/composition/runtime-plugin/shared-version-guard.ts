import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Refuses a remote that was built against a version of one of the shop's own packages (shared-ui,
 * contracts) that the running shell does not satisfy. Module Federation's default for a singleton
 * is a console warning and the shell's copy anyway: a remote built for a newer shared-ui would then
 * run against atoms, events and API functions it was not written for. Third-party singletons (react,
 * react-router, jotai, emotion) keep that default: their semver promises hold across minor versions.
 *
 * Registered as a global plugin, so it is part of every remote's MF instance: `resolveShare` runs
 * where the remote asks for a shared module, and the error it throws fails the remote's page
 * module; the fallback plugin turns that into the "unavailable" page and names the versions.
 */
export const SHARED_VERSION_GUARD_NAME = 'vesna-shared-version-guard';

/** The workspace packages every front end shares; a mismatch means a different contract. */
export const GUARDED_PACKAGES: readonly string[] = ['shared-ui/state', 'contracts', 'contracts/schemas'];

export class SharedVersionMismatchError extends Error {
  override name = 'SharedVersionMismatchError';

  constructor(
    /** The MF name of the remote that asked, e.g. `mf_content`. */
    readonly remote: string,
    readonly pkg: string,
    readonly requiredVersion: string,
    readonly providedVersion: string,
  ) {
    super(
      `${remote} needs ${pkg} ${requiredVersion}, but this shop provides ${pkg} ${providedVersion}: ` +
        `${remote} is refused until it is rebuilt against ${pkg} ${providedVersion} (or the shell is deployed with a ${pkg} that satisfies ${requiredVersion}).`,
    );
  }
}

type ResolveShareHook = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShareHook>[0];
type BeforeLoadShareHook = NonNullable<ModuleFederationRuntimePlugin['beforeLoadShare']>;
type BeforeLoadShareArgs = Parameters<BeforeLoadShareHook>[0];

export function sharedVersionGuard(packages: readonly string[] = GUARDED_PACKAGES): ModuleFederationRuntimePlugin {
  const guarded = new Set(packages);
  return {
    name: SHARED_VERSION_GUARD_NAME,
    // A remote takes the shell's copies without providing one (`import: false`, docs/adr/0006), so the share it
    // asks for names no owner: name the instance that asks, for the refusal to say which remote it was.
    beforeLoadShare(args: BeforeLoadShareArgs): BeforeLoadShareArgs {
      // Named in place: the runtime reads the share on from the returned args, and the type of a partial one
      // (version optional) is not the type the hook answers.
      if (args.shareInfo && !args.shareInfo.from) args.shareInfo.from = args.origin.options.name;
      return args;
    },
    resolveShare(args: ResolveShareArgs): ResolveShareArgs {
      const { pkgName, version, shareInfo } = args;
      const requiredVersion = shareInfo.shareConfig?.requiredVersion;
      if (!guarded.has(pkgName) || typeof requiredVersion !== 'string' || !version) return args;
      if (satisfy(version, requiredVersion)) return args;
      const refusal = new SharedVersionMismatchError(shareInfo.from || 'a remote', pkgName, requiredVersion, version);
      return {
        ...args,
        resolver: () => {
          throw refusal;
        },
      };
    },
  };
}
