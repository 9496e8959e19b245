export declare const sharedPackagesFromSource: { find: RegExp; replacement: string }[]
