import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';

describe('maps configuration', () => {
  it('defaults to the built-in map without tiles, and Google’s script address for a key', () => {
    const { public: config } = readConfig({});
    expect(config.mapsApiKey).toBeNull();
    expect(config.mapTileUrl).toBeNull();
    expect(config.mapsScriptUrl).toBe('https://maps.googleapis.com/maps/api/js');
    expect(config.mapsMapId).toBe('DEMO_MAP_ID');
  });

  it('hands the key, the script address, the map id and the tile address to the browser', () => {
    const { public: config } = readConfig({
      MAPS_API_KEY: 'key-1',
      MAPS_SCRIPT_URL: 'http://127.0.0.1:9000/maps/api/js',
      MAPS_MAP_ID: 'style-7',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(config).toMatchObject({
      mapsApiKey: 'key-1',
      mapsScriptUrl: 'http://127.0.0.1:9000/maps/api/js',
      mapsMapId: 'style-7',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
  });

  it('refuses a tile address without {z}, {x} and {y}, naming the variable', () => {
    expect(() => readConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(ConfigError);
    expect(() => readConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('refuses a script address that is not a URL', () => {
    expect(() => readConfig({ MAPS_SCRIPT_URL: 'maps.js' })).toThrow(/MAPS_SCRIPT_URL/);
  });
});
