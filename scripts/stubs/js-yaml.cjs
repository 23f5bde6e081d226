// gray-matter loads js-yaml for its default YAML engine at start-up. simp always
// passes its own engine (the yaml package) and refuses JavaScript front matter,
// so js-yaml is never called: the bundle carries this stand-in instead, which is
// 41 KiB less to load on every verb, and no code path that can evaluate a `!!js` tag.
const notBundled = () => {
  throw new Error('js-yaml is not part of simp: front matter is parsed with the yaml package');
};
module.exports = { safeLoad: notBundled, safeDump: notBundled, load: notBundled, dump: notBundled };
