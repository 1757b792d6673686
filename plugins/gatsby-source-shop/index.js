// Gatsby plugin entry (no browser code).
