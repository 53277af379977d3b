import { describe, expect, it } from 'vitest';
import { ENDPOINTS, documentPath, type EndpointDeclaration } from './index';

const declarations: [string, EndpointDeclaration][] = Object.entries(ENDPOINTS);

describe('the endpoint declarations', () => {
  it('are keyed by their own ids', () => {
    for (const [key, declaration] of declarations) expect(declaration.id).toBe(key);
  });

  it('name each method and path once', () => {
    const routes = declarations.map(([, d]) => `${d.method} ${documentPath(d)}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declare a schema for exactly the parameters their path names', () => {
    for (const [, declaration] of declarations) {
      const named = [...declaration.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = Object.keys(declaration.params?.shape ?? {}).sort();
      expect(declared, `${declaration.id}: ${declaration.path}`).toEqual(named);
    }
  });

  it('carry a body only where the method sends one', () => {
    for (const [, declaration] of declarations) {
      const hasBody = declaration.body !== undefined || declaration.form !== undefined;
      if (declaration.method === 'GET') expect(hasBody, declaration.id).toBe(false);
    }
  });

  it('name a form field for every file a form takes, and no field twice', () => {
    for (const [, declaration] of declarations) {
      if (!declaration.form) continue;
      const fields = Object.keys(declaration.form.fields.shape);
      const files = Object.keys(declaration.form.files);
      expect(files.length, declaration.id).toBeGreaterThan(0);
      expect(
        fields.filter((field) => files.includes(field)),
        declaration.id,
      ).toEqual([]);
    }
  });
});
