import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.cookieSecure).toBe('auto');
    expect(config.seedDemo).toBe(true);
  });

  it('sizes the heap by database: a fixed 2× growth embedded, 1.5× and a 48 MB budget with PostgreSQL', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({}).heapSizing).toEqual({
      growthPercent: 100,
      memorySaver: 'off',
      budgetBytes: 48 * MB,
      externalGrowthBytes: 16 * MB,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).heapSizing).toEqual({
      growthPercent: 50,
      memorySaver: 'budget',
      budgetBytes: 48 * MB,
      externalGrowthBytes: 16 * MB,
    });
    const chosen = loadConfig({
      DATABASE_URL: 'postgres://db/app',
      MEMORY_SAVER: 'off',
      HEAP_BUDGET_MB: '64',
      HEAP_GROWTH_PERCENT: '30',
      EXTERNAL_GC_MB: '0',
    }).heapSizing;
    expect(chosen).toEqual({
      growthPercent: 30,
      memorySaver: 'off',
      budgetBytes: 64 * MB,
      externalGrowthBytes: 0,
    });
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapSizing.growthPercent).toBe(0);
    expect(() => loadConfig({ MEMORY_SAVER: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ HEAP_BUDGET_MB: '8' })).toThrow(ConfigError);
    expect(() => loadConfig({ EXTERNAL_GC_MB: '-1' })).toThrow(ConfigError);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every wrong variable in one clear error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain(
        'DATABASE_URL="mysql://x": must start with postgres:// or postgresql://',
      );
      expect(message).toContain('LOG_LEVEL="loud"');
    }
  });

  it('keeps files on disk without STORAGE_URL and reads an object store from it', () => {
    expect(loadConfig({}).objectStore).toBeUndefined();
    expect(
      loadConfig({
        STORAGE_URL:
          's3://trackroom-files/prod?endpoint=http://127.0.0.1:9000/&region=eu-west-1&forcePathStyle=true',
      }).objectStore,
    ).toEqual({
      bucket: 'trackroom-files',
      prefix: 'prod/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ STORAGE_URL: 's3://trackroom-files', AWS_REGION: 'ap-south-1' }).objectStore,
    ).toEqual({
      bucket: 'trackroom-files',
      prefix: '',
      endpoint: undefined,
      region: 'ap-south-1',
      forcePathStyle: false,
    });
  });

  it('refuses a STORAGE_URL it cannot use, saying why and never echoing it', () => {
    const refusal = (url: string) => {
      try {
        loadConfig({ STORAGE_URL: url });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${url}`);
    };
    expect(refusal('/srv/files')).toContain(
      'STORAGE_URL=(hidden): must be an object store address',
    );
    expect(refusal('gs://bucket')).toContain('only s3:// is supported');
    expect(refusal('s3://key:secret@bucket')).toContain('must not hold credentials');
    expect(refusal('s3://key:secret@bucket')).not.toContain('secret@');
    expect(refusal('s3://B')).toContain('bucket name');
    expect(refusal('s3://bucket?endpoint=127.0.0.1:9000')).toContain('endpoint must be');
    expect(refusal('s3://bucket?pathStyle=true')).toContain('unknown option pathStyle');
    expect(refusal('s3://bucket?forcePathStyle=yes')).toContain('forcePathStyle must be');
  });

  it('reads the quiet times after which worker threads end, and the analysis thread count', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ rhymesIdleMs: 60_000, analysisIdleMs: 30_000 });
    expect(defaults.analysisWorkers).toBeGreaterThanOrEqual(1);
    expect(
      loadConfig({ RHYMES_IDLE_SECONDS: '0', ANALYSIS_IDLE_SECONDS: '5', ANALYSIS_WORKERS: '2' }),
    ).toMatchObject({ rhymesIdleMs: 0, analysisIdleMs: 5000, analysisWorkers: 2 });
    expect(() => loadConfig({ ANALYSIS_WORKERS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RHYMES_IDLE_SECONDS: 'soon' })).toThrow(ConfigError);
  });

  it('reads the PostgreSQL pool size, ten unless DB_POOL_MAX says otherwise', () => {
    expect(loadConfig({}).dbPoolMax).toBe(10);
    expect(loadConfig({ DB_POOL_MAX: '4' }).dbPoolMax).toBe(4);
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
    // One connection hung the start: the migration lock held it while migrating needed another.
    expect(() => loadConfig({ DB_POOL_MAX: '1' })).toThrow(/DB_POOL_MAX/);
    expect(loadConfig({ DB_POOL_MAX: '2' }).dbPoolMax).toBe(2);
    expect(() => loadConfig({ DB_POOL_MAX: 'many' })).toThrow(ConfigError);
  });

  it('parses booleans from true/false only', () => {
    expect(loadConfig({ COOKIE_SECURE: 'false' })).toMatchObject({ cookieSecure: false });
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as no proxy, a hop count, or proxy addresses and ranges', () => {
    const trusted = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trusted('false')).toBe(false);
    expect(trusted('0')).toBe(false);
    // `true` trusted every hop, so a client could name its own address: one proxy now.
    expect(trusted('true')).toBe(1);
    expect(trusted('2')).toBe(2);
    expect(trusted('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trusted(' 10.0.0.0/8, fd00::/8 ,loopback')).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of [
      'yes',
      '10.0.0',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.1/8/8',
      '1,',
      '-1',
      '100',
    ]) {
      expect(() => trusted(bad), bad).toThrow(ConfigError);
    }
  });
});

describe('AI suggestion settings', () => {
  it('are off by default with the documented model', () => {
    const config = loadConfig({});
    expect(config.llmBaseUrl).toBeUndefined();
    expect(config.llmApiKey).toBeUndefined();
    expect(config.llmModel).toBe('gpt-4o-mini');
  });

  it('read the endpoint, key and model, dropping a trailing slash from the URL', () => {
    expect(
      loadConfig({
        LLM_BASE_URL: 'http://127.0.0.1:8080/v1/',
        LLM_API_KEY: 'sk-test',
        LLM_MODEL: 'llama3',
      }),
    ).toMatchObject({
      llmBaseUrl: 'http://127.0.0.1:8080/v1',
      llmApiKey: 'sk-test',
      llmModel: 'llama3',
    });
  });

  it('refuses a base URL that is not a URL', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'localhost' })).toThrow(/LLM_BASE_URL="localhost"/);
  });
});

describe('PUBLIC_URL (links in e-mails)', () => {
  it('is required in production, with a message that names it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://trackroom.example/' }).publicUrl,
    ).toBe('https://trackroom.example');
  });

  it('defaults to the listen address elsewhere, localhost for a wildcard host', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '4100' }).publicUrl).toBe(
      'http://127.0.0.1:4100',
    );
    expect(loadConfig({ HOST: '::1', PORT: '4100' }).publicUrl).toBe('http://[::1]:4100');
  });
});

describe('BACKUP_KEY (secrets inside backups)', () => {
  const bytes = Buffer.alloc(32, 7);

  it('is unset by default and reads 32 bytes as hex or base64', () => {
    expect(loadConfig({}).backupKey).toBeUndefined();
    expect(loadConfig({ BACKUP_KEY: bytes.toString('hex') }).backupKey).toEqual(bytes);
    expect(loadConfig({ BACKUP_KEY: bytes.toString('base64') }).backupKey).toEqual(bytes);
  });

  it('refuses a key of the wrong length without echoing it', () => {
    const load = () => loadConfig({ BACKUP_KEY: 'short-secret-key' });
    expect(load).toThrow(/BACKUP_KEY=\(hidden\): must be 32 random bytes/);
    expect(load).not.toThrow(/short-secret-key/);
    expect(() => loadConfig({ BACKUP_KEY: Buffer.alloc(16).toString('hex') })).toThrow(ConfigError);
  });
});
