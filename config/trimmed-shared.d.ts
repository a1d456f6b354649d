/** The front ends' source files (not their tests, not the renderer). */
export declare function shopSources(): string[];
/** The value names the shop's code imports (or re-exports) from a package matching `pattern`, sorted. */
export declare function importedNames(pattern: string, files?: string[]): string[];
/** Each trimmed module's path and the text it should have today. */
export declare function trimmedSharedModules(files?: string[]): { file: string; text: string }[];
/** Writes the modules that are not what they should be; answers the paths it wrote. */
export declare function writeTrimmedShared(): string[];
