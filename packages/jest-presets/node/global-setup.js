module.exports = require('./database-setup').setup;
