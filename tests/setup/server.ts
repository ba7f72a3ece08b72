import './fail-on-console'
