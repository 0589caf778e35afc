import config from '@innerweather/eslint-config';

export default config;
