// Filled by the rules work.
