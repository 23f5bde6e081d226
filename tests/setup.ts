// Ink renders differently when it believes it runs in CI (no resize, last frame only);
// tests must see what a user in a terminal sees.
process.env.CI = 'false';
