import { bootService } from '@d742/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';

// Voice keeps no demo data yet, so DEMO_MODE seeds nothing here.
void bootService({ name: 'voice', loadConfig, createApp });
