import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { AADHAAR_WIRE_FIELD } from '@kisansetu/contract';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFields, signUpAndLogIn, smallJpeg, type RegisterFields } from './fixtures';
import { createProduct } from './product-fixtures';
import { createTestContext, type TestContext } from './test-app';

/** What typed-client/client.ts exports, as this test calls it. */
interface TypedClient {
  buyerJourney(
    base: string,
    buyer: { fullName: string; email: string; phoneNumber: string; address: string; password: string },
    crop: string,
  ): Promise<unknown>;
  farmerJourney(
    base: string,
    farmer: {
      fullName: string;
      email: string;
      phoneNumber: string;
      address: string;
      password: string;
      aadharNumber: string;
    },
    photo: Uint8Array,
    buyerToken: string,
  ): Promise<unknown>;
}

const run = promisify(execFile);
const clientDir = path.join(import.meta.dirname, 'typed-client');
const tsc = path.resolve(import.meta.dirname, '../../../node_modules/typescript/bin/tsc');

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => ctx.close());

/** What both journeys sign up with: the fields a person types, without the role the journey sets. */
const newPerson = ({ fullName, email, phoneNumber, address, password }: RegisterFields) => ({
  fullName,
  email,
  phoneNumber,
  address,
  password,
});

describe('a client generated from the API document', () => {
  it('compiles against the generated types, then signs up, logs in with a bearer token, searches and wishlists', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenAPI3>();
    mkdirSync(path.join(clientDir, 'generated'), { recursive: true });
    writeFileSync(path.join(clientDir, 'generated/api.ts'), astToString(await openapiTS(document)));
    await expect(run(process.execPath, [tsc, '-p', clientDir])).resolves.toBeDefined();

    const seller = await signUpAndLogIn(ctx.app, 'seller');
    const product = await createProduct(ctx.app, seller.cookie, { productName: 'Kufri Jyoti Potato' });
    // Loaded by its path: the server's own type check must not depend on the generated file.
    const client = (await import(pathToFileURL(path.join(clientDir, 'client.ts')).href)) as TypedClient;
    const fields = registerFields('user');
    const outcome = await client.buyerJourney(base, newPerson(fields), 'potato');
    expect(outcome).toEqual({
      signedInAs: fields.fullName,
      found: 'Kufri Jyoti Potato',
      firstId: product._id,
      wishlisted: [product._id],
    });
  });

  it('signs a farmer up with a photo, posts a listing with a photo and gets a chat photo, every form typed by the document', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const client = (await import(pathToFileURL(path.join(clientDir, 'client.ts')).href)) as TypedClient;
    const fields = registerFields('seller');
    const outcome = await client.farmerJourney(
      base,
      { ...newPerson(fields), aadharNumber: fields[AADHAAR_WIRE_FIELD] ?? '' },
      new Uint8Array(await smallJpeg(7)),
      buyer.token,
    );
    expect(outcome).toEqual({ farmerHasPhoto: true, listingPhotos: 1, chatAttachment: 'image' });
  });
});
