export const pinnedPackage: string;
export const pinnedIntegrity: string;
export const pinnedVersion: string;
export const pinnedChromiumDir: string;
export const pinnedChromiumSupported: boolean;
export function ensurePinnedChromium(): Promise<string | undefined>;
export function visualLaunchOptions(): {
  executablePath: string | undefined;
  args: string[];
  env?: Record<string, string | undefined>;
};
export function testLaunchOptions(): {
  executablePath: string | undefined;
  args: string[];
  env?: Record<string, string | undefined>;
};
