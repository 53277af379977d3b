/** Types of first-route-size.mjs for the build configuration (vite.config.ts). */
export declare const BUDGET: { jsGzipKb: number; cssGzipKb: number };
export declare const HOME_ROUTE: string;

interface RouteOptions {
  distDir?: string;
  route?: string;
  languages?: string[];
}

export declare function firstRouteFiles(options?: RouteOptions): {
  js: Map<string, string>;
  css: Map<string, string>;
};
