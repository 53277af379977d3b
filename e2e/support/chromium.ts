/**
 * Features Chromium starts without. Chromium reads only the last `--disable-features` of its command line, and
 * Playwright passes one of its own first, so its list (Playwright 1.65's chromiumSwitches) is repeated here with ours.
 */
const DISABLED_FEATURES = [
  // Playwright's.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours: each new window of the headless browser preloads the address bar's drop-down, a page of the browser's
  // own, in a renderer of its own; no journey ever opens it.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** Debian's Chromium, never a downloaded browser, and how every journey starts it (playwright.config.ts). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};
