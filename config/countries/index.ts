// The store's countries: one JSON file each, validated against schemas/country-config.schema.json
// by lib/countries when loaded. Adding a country is adding its file here; no code branches on a code.
import au from './au.json';
import hk from './hk.json';
import id from './id.json';
import my from './my.json';
import nz from './nz.json';
import ph from './ph.json';
import sg from './sg.json';
import th from './th.json';

export const countryConfigFiles: readonly unknown[] = [au, hk, id, my, nz, ph, sg, th];
