# Runs inside a private mount namespace with a small tmpfs at $1 (see
# full-disk-verbs.test.ts): fills the disk, then runs each verb that writes and
# prints, per verb, its exit code, its last stderr line and whether any file
# under the mount changed. Usage: full-disk-verbs.sh <mount> <node> <cli.js>
set -u
M=$1; NODE=$2; CLI=$3
B=$M/crushes
export SIMP_LANG=zh
"$NODE" "$CLI" init lin --nickname Lin --base-dir "$B" >/dev/null
"$NODE" "$CLI" analyze lin --signals msg.initiates_often --base-dir "$B" >/dev/null
dd if=/dev/zero of="$M/filler" bs=4k 2>/dev/null
tree() { find "$M" -path "$M/filler" -prune -o -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum; }
while IFS= read -r args; do
  before=$(tree)
  # shellcheck disable=SC2086
  err=$("$NODE" "$CLI" $args --base-dir "$B" 2>&1 >/dev/null); rc=$?
  after=$(tree)
  same=changed; [ "$before" = "$after" ] && same=same
  printf '%s\t%s\t%s\t%s\n' "$args" "$rc" "$same" "$(printf '%s' "$err" | tail -1)"
done <<LIST
init mia --nickname Mia
snapshot lin
backup lin
stage lin 暧昧期
mode lin sweet
archive lin
log lin meeting --summary 见面 --signal green
export lin --out $M/out.md
rename lin lin2
remember lin 她喜欢猫
update lin --set city=北京
rebuild lin --write
delete lin --yes
backup lin --archive $M/a.simp
LIST
