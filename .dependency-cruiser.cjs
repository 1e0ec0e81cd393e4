// Rule: the server's imports go one way; nothing in server/ reaches itself again through them
// (`npm run check:cycles`, a step of `npm test`). A cycle means two parts cannot be understood, tested
// or moved apart; the fix is to move what both sides need one layer down (server/lib/, db/, or a
// module both may import, such as modules/user-records/ or modules/visitors/), never a dynamic import.
//
// Two rules, as cycles show at two sizes:
// - no-circular: files. A file may not import itself back through others.
// - no-circular-folders: folders, at every depth (server/lib, server/plugins, server/render, each
//   modules/<feature>, each feature's subfolders). users/ importing auth/ while auth/ imports users/ is
//   a cycle of the two features even when no file cycle exists; it is how the structure is read.
//
// Type-only imports count (tsPreCompilationDeps: true). `import type` is erased before the code runs,
// so a cycle through one cannot break the start, but it ties the modules' structure together just the
// same, and keeping the layers clean of them cost no more than moving a type one layer down.
//
// Test files and the integration-test harness are left out: the harness builds the whole app, and a
// test of a lower layer (db/, lib/) uses it on purpose, so every test would close a cycle of folders.
// The rules are about the server as it runs.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "This file is part of an import cycle inside server/. Move what both sides need to a lower " +
        "layer (server/lib/, server/db/ or a module both may import) so the imports go one way.",
      severity: "error",
      from: { path: "^server/" },
      to: { circular: true },
    },
    {
      name: "no-circular-folders",
      comment:
        "These folders of server/ import each other. Move what both sides need to a lower layer " +
        "(server/lib/, server/db/ or a module both may import) so the imports between folders go one way.",
      severity: "error",
      scope: "folder",
      from: { path: "^server/" },
      to: { circular: true },
    },
  ],
  options: {
    // Only server/'s own files are followed; core/, card-view/ and packages never import server/
    // (the import rules in biome.json), so no cycle of server/ can pass through them.
    includeOnly: "^server/",
    exclude: { path: ["\\.test\\.tsx?$", "^server/test/", "-test-kit\\.ts$"] },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
