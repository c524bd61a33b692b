#!/usr/bin/env node
// A committed stub, so package managers can link the bin before the package is built.
import '../dist/cli.js';
