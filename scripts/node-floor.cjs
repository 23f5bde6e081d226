// The first lines of dist/cli.js (scripts/build.mjs puts them in its banner, FLOOR from package.json's
// engines): on a Node.js older than simp supports, one clear line in the user's language and exit 1,
// not a stack trace from whatever the old Node lacks. Plain old JavaScript, so any Node can parse it.
/* global FLOOR -- the major of package.json engines.node, put in by scripts/build.mjs */
(function () {
  var major = Number(process.versions.node.split('.')[0]);
  if (major >= FLOOR) return;
  var argv = process.argv, env = process.env, lang = '';
  for (var i = 2; i < argv.length; i++) {
    if (argv[i] === '--lang') lang = argv[i + 1] || '';
    else if (argv[i].slice(0, 7) === '--lang=') lang = argv[i].slice(7);
  }
  if (lang !== 'zh' && lang !== 'en') lang = env.SIMP_LANG === 'zh' || env.SIMP_LANG === 'en' ? env.SIMP_LANG : '';
  if (lang === '') {
    // The locale (LC_ALL, LC_MESSAGES, LANG): zh* is zh, another language en, none (C, POSIX) zh.
    var locale = (env.LC_ALL || env.LC_MESSAGES || env.LANG || '').toLowerCase().split(/[._@]/)[0];
    lang = locale === '' || locale === 'c' || locale === 'posix' || locale.slice(0, 2) === 'zh' ? 'zh' : 'en';
  }
  process.stderr.write(
    lang === 'en'
      ? 'simp: needs Node.js ' + FLOOR + ' or newer, and this is Node.js ' + process.versions.node + '. Install a newer one (https://nodejs.org) and run it again.\n'
      : 'simp: 需要 Node.js ' + FLOOR + ' 或更新的版本，现在的是 Node.js ' + process.versions.node + '。请装一个新版本（https://nodejs.org）再运行。\n',
  );
  process.exit(1);
})();
