//! Standings (after the engine merge).
