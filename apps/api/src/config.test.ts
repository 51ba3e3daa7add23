import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const cfg = loadConfig({}, '/srv/apopunkt');
    expect(cfg.PORT).toBe(3000);
    expect(cfg.PRODUCT_NAME).toBe('ApoPunkt');
    expect(cfg.publicUrl).toBe('http://localhost:3000');
  });

  it('defaults DATA_DIR to <cwd>/data as an absolute path', () => {
    expect(loadConfig({}, '/srv/apopunkt').DATA_DIR).toBe('/srv/apopunkt/data');
    expect(loadConfig({}).DATA_DIR).toBe(`${process.cwd()}/data`);
  });

  it('resolves a relative DATA_DIR against the working directory and keeps an absolute one', () => {
    expect(loadConfig({ DATA_DIR: './somewhere' }, '/srv/apopunkt').DATA_DIR).toBe('/srv/apopunkt/somewhere');
    expect(loadConfig({ DATA_DIR: '../shared/x' }, '/srv/apopunkt').DATA_DIR).toBe('/srv/shared/x');
    expect(loadConfig({ DATA_DIR: '/var/lib/apopunkt' }, '/srv/apopunkt').DATA_DIR).toBe('/var/lib/apopunkt');
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('leaves the database pool to the machine unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE: mindestens 1/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'viele' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses true', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true ist nicht erlaubt.*Setze die Zahl der Proxys vor der API \(z\. B\. 1\) oder ihre Adressen/,
    );
    for (const bad of ['10.0.0.0/33', '10.0.0.1/8/1', 'proxy.local', '1.2.3', 'fd00::/129', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: erwartet false, eine Zahl/);
    }
  });

  it('shows the API docs to staff in production and to everyone elsewhere unless API_DOCS says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe('staff');
    expect(loadConfig({}).API_DOCS).toBe('public');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'public' }).API_DOCS).toBe('public');
    expect(() => loadConfig({ API_DOCS: 'alle' })).toThrow(/API_DOCS: erwartet public, staff oder off/);
  });

  it("links the admin backend only where ADMIN_BACKEND_URL says, never to the developers' API docs", () => {
    expect(loadConfig({}).ADMIN_BACKEND_URL).toBe('');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'staff' }).ADMIN_BACKEND_URL).toBe('');
    expect(loadConfig({ API_DOCS: 'off' }).ADMIN_BACKEND_URL).toBe('');
    expect(loadConfig({ API_DOCS: 'off', ADMIN_BACKEND_URL: 'https://admin.example.de' }).ADMIN_BACKEND_URL).toBe(
      'https://admin.example.de',
    );
  });
});
