module.exports = {
  preset: '@d742/jest-presets/node',
};
