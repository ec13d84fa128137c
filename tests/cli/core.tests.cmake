# Usage errors exit 2 and name the bad field.
netcert_cli_test(no_args 2)
netcert_cli_test(unknown_property 2 check no.such.property)
netcert_cli_test(help 0 --help)
