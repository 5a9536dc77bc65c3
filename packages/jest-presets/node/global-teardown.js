module.exports = require('./database-setup').teardown;
