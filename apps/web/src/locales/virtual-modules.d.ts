// The catalogues' pieces the build serves (build/catalogue-plugin.ts).

declare module 'virtual:texts/*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}

declare module 'virtual:static-pages/*' {
  import type { StaticCopy } from '@/locales/static-copy';

  const copy: StaticCopy;
  export default copy;
}
